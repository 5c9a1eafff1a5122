// Beside the contact form: the other ways to reach Longstay, as the big
// hotel sites' contact pages show them: a phone line with its hours, the reservation online, group
// stays and corporate housing, each with an icon.
import type { ReactNode } from 'react';
import { Link } from '../../ui/link.tsx';

const icon = (path: string) => (
  <svg className="contact-ways__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path
      d={path}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const ways: ReadonlyArray<{ title: string; icon: ReactNode; body: ReactNode }> = [
  {
    title: 'Call Guest Services',
    icon: icon(
      'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
    ),
    body: (
      <>
        <a href="tel:+18005550199">1-800-555-0199</a>
        <br />
        Monday to Friday, 8 AM to 8 PM Central Time
      </>
    ),
  },
  {
    title: 'Change a reservation',
    icon: icon('M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M9 15l2 2 4-4'),
    body: (
      <>
        Extend, shorten or move a stay online with{' '}
        <Link to="/find-reservation">Find Your Reservation</Link>.
      </>
    ),
  },
  {
    title: 'Rooms for a group',
    icon: icon(
      'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6M16 11a3 3 0 1 0 0-6M2 20c0-3 3-5 6-5s6 2 6 5M15 15c3 0 7 1.5 7 5',
    ),
    body: 'Five rooms or more: choose “A group stay” in the form for a quote.',
  },
  {
    title: 'Housing for a team',
    icon: icon('M3 21V7l6-4 6 4v14M15 11h6v10M7 9h4M7 13h4M7 17h4'),
    body: (
      <>
        Crews and projects get negotiated rates through{' '}
        <Link to="/majoraccounts">Major Accounts</Link>.
      </>
    ),
  },
];

export function ContactWays() {
  return (
    <section className="contact-ways" aria-labelledby="contact-ways-heading">
      <h2 id="contact-ways-heading">Other ways to reach us</h2>
      <ul className="contact-ways__list">
        {ways.map((way) => (
          <li key={way.title} className="contact-ways__item">
            {way.icon}
            <div>
              <h3 className="contact-ways__title">{way.title}</h3>
              <p className="contact-ways__text">{way.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
