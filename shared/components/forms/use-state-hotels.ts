// The hotel select lists the hotels of the chosen state, loaded when the
// state changes (the previous request is cancelled); a failed load marks the hotel field.
import { useEffect, useState } from 'react';
import { useApi } from '../../data/app-context.tsx';
import { fetchStateHotels, type HotelOption } from '../../data/forms-options.ts';

export type HotelsState = 'idle' | 'loading' | 'error';

export function useStateHotels(subdivisionCode: string): {
  hotels: HotelOption[];
  hotelsState: HotelsState;
} {
  const api = useApi();
  const [hotels, setHotels] = useState<HotelOption[]>([]);
  const [hotelsState, setHotelsState] = useState<HotelsState>('idle');

  useEffect(() => {
    setHotels([]);
    if (!subdivisionCode) {
      setHotelsState('idle');
      return;
    }
    const controller = new AbortController();
    setHotelsState('loading');
    fetchStateHotels(api, subdivisionCode, controller.signal).then(
      (list) => {
        setHotels(list);
        setHotelsState('idle');
      },
      () => {
        if (!controller.signal.aborted) setHotelsState('error');
      },
    );
    return () => controller.abort();
  }, [api, subdivisionCode]);

  return { hotels, hotelsState };
}
