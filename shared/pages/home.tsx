import { StaticPage } from './static-page.tsx';

// spec §2: Home with the search widget "Reserve a Room" (the widget lands with the search issue).
export function Page() {
  return (
    <StaticPage title="Extended Stay Hotels with Weekly Rates">
      <section aria-labelledby="reserve-a-room">
        <h2 id="reserve-a-room">Reserve a Room</h2>
        <p>
          Search by city, hotel, address, attraction, state, country, zip code or airport code,
          choose your check-in and check-out dates, and add a corporate rate id if you have one.
        </p>
      </section>
      <p>
        Longstay hotels are built for stays of a week or more: rooms with full kitchens, free Wi-Fi,
        on-site laundry and weekly rates, in cities across the United States.
      </p>
    </StaticPage>
  );
}
