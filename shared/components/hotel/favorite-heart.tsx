// A click adds or removes the hotel id (shared/storage/favorites.ts); the
// heart is filled orange when saved and a thin white outline otherwise; its initial state is read
// on load unless the button is hidden. Server rendering shows the unsaved heart, and the saved
// state appears after hydration (local storage exists only in the browser).
//
// Props API (hotel page carousel, search result items):
//   <FavoriteHeart hotelId="TX917" hotelName="Longstay Suites Austin Downtown" />
//   <FavoriteHeart … hidden />            renders nothing and never reads storage
//   <FavoriteHeart … className="…" />     placement is up to the caller (absolute in a corner …)
import { useEffect, useState } from 'react';
import { readFavorites, subscribeFavorites, toggleFavorite } from '../../storage/favorites.ts';
import './favorite-heart.css';

export interface FavoriteHeartProps {
  hotelId: string;
  hotelName: string;
  hidden?: boolean;
  className?: string;
}

export function FavoriteHeart({
  hotelId,
  hotelName,
  hidden = false,
  className,
}: FavoriteHeartProps) {
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (hidden) return;
    const read = () => setSaved(readFavorites().includes(hotelId));
    read();
    return subscribeFavorites(read);
  }, [hotelId, hidden]);

  if (hidden) return null;
  return (
    <button
      type="button"
      className={['favorite-heart', saved ? 'favorite-heart--saved' : '', className]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={saved}
      aria-label={`Favorite: ${hotelName}`}
      title={saved ? 'Remove from favorites' : 'Save to favorites'}
      onClick={() => setSaved(toggleFavorite(hotelId))}
    >
      <span className="favorite-heart__icon" aria-hidden="true" />
    </button>
  );
}
