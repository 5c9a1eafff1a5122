// The Terms of Use page (footer link). The cancellation terms are the one sentence of
// Enforced by the platform in each hotel's time zone.
import { messages } from '#shared/validation/messages.ts';

export const termsOfUseHtml = `<h1>Terms of Use</h1>
<p><em>Last updated January 1, 2026.</em></p>
<p>These terms apply to your use of the Longstay website and to reservations you make through it. By using the website you agree to them.</p>
<h2>Reservations</h2>
<p>A reservation is confirmed when you receive a confirmation number. The card you provide guarantees the reservation; you pay the hotel at check-in or check-out. Rates are shown per night in U.S. dollars and include any length-of-stay discount; taxes are shown separately before you book.</p>
<h2>Cancellations</h2>
<p>${messages.cancellationPolicy} "Hotel time" is the local time where the hotel stands. Cancel online from your reservation page until then; after that, call the hotel. A reservation that is not cancelled and not used may be charged one night plus tax.</p>
<h2>Price protection</h2>
<p>Hotel rates change. If the same stay you booked (the same hotel, dates, rooms, room type and rate plan) costs less on our website later, we tell you by e-mail, at most once a day, and on your reservation page and in My Account, with what you booked it for, what it costs now and what you save. One click applies the lower price to your reservation; nothing else about it changes, and we send you the reservation as it is then. If you are signed in, you can choose in My Account to have lower prices applied automatically. Price protection applies to rates you can cancel free of charge, until the cancellation deadline above; we check your stay after every rate change and at least once a day. A higher price never changes your reservation.</p>
<h2>Your account</h2>
<p>Keep your password private. You are responsible for what happens under your account. We may suspend an account that is used to break these terms or the law.</p>
<h2>Acceptable use</h2>
<p>Do not use the website to make speculative or fraudulent reservations, to collect information about other guests, or to disrupt the service, including by automated means.</p>
<h2>Content</h2>
<p>Text, images and logos on this website belong to Longstay or its licensors. Reviews come from an independent review provider and reflect the views of their authors.</p>
<h2>Privacy</h2>
<p>We use your information to provide your stay and, if you agree, to send offers. You can opt out of offers at any time and use the "Do Not Sell My Personal Information" control in the footer.</p>
<h2>Liability</h2>
<p>The website is provided as is. To the extent the law allows, Longstay is not liable for indirect losses arising from its use.</p>
<h2>Changes</h2>
<p>We may update these terms. The date at the top shows when they last changed.</p>`;
