// Hotel summaries: the sitemap lists every hotel by name and uri. The
// hotel page reads its hotel through shared/data/hotel-page.ts, the result pages through
// shared/data/search-results.ts.
import { field, text, type Json } from './read.ts';

export interface HotelSummary {
  hotelId: string;
  hotelName: string;
  hotelUri: string | null;
}

// HotelName and hotelUri may be nested under hotelSummary or hotelInfo.hotelSummary.
function summaryOf(item: Json): Json {
  return field(item, 'hotelInfo', 'hotelSummary') ?? field(item, 'hotelSummary') ?? item;
}

export function readHotelSummary(item: Json): HotelSummary | null {
  const summary = summaryOf(item);
  const hotelName = text(summary, 'hotelName') ?? text(item, 'hotelName');
  const hotelId = text(summary, 'hotelId') ?? text(item, 'hotelId');
  if (!hotelName || !hotelId) return null;
  return { hotelId, hotelName, hotelUri: text(summary, 'hotelUri') ?? text(item, 'hotelUri') };
}
