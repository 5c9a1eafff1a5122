// My Account's profile card (the profile with Edit and Sign Out): a card of
// the dashboard, its facts as label and value rows, not the browser's
// default definition list).
import type { ReactNode } from 'react';
import { Card } from '../../ui/surface.tsx';
import { Button, LinkButton } from '../../ui/button.tsx';
import { useApi } from '../../data/app-context.tsx';
import { signOut } from '../../data/sign-in.ts';
import type { AccountView } from '../../data/account-form.ts';
import { MONTH_NAMES } from '../../format/months.ts';

function facts(account: AccountView): [string, ReactNode][] {
  const address = account.addresses[0];
  const purposes = [
    account.travelPurpose.leisure ? 'Leisure' : '',
    account.travelPurpose.business ? 'Business' : '',
  ].filter(Boolean);
  return [
    ['Name', `${account.name.givenName} ${account.name.surname}`],
    [
      'Email',
      <span className="email-address">{account.emails[0]?.address ?? account.loginId}</span>,
    ],
    ['Phone', <span className="phone-number">{account.phones[0]?.number ?? 'Not given'}</span>],
    [
      'Address',
      address ? (
        <>
          {address.street.join(', ')}
          <br />
          {[address.cityName, address.subdivisionCode, address.postalCode]
            .filter(Boolean)
            .join(', ')}
          {address.countryCode && address.countryCode !== 'US' ? ` ${address.countryCode}` : ''}
        </>
      ) : (
        'Not given'
      ),
    ],
    ...(account.birthMonth && account.birthDay
      ? [
          ['Birthday', `${MONTH_NAMES[account.birthMonth - 1]} ${account.birthDay}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(purposes.length ? [['Travels for', purposes.join(', ')] as [string, string]] : []),
  ];
}

export function ProfileCard({ account }: { account: AccountView }) {
  const api = useApi();
  return (
    <Card
      title="Profile"
      headingLevel={2}
      className="account-card account-card--profile"
      footer={
        <div className="account-actions">
          <LinkButton to="/edit-account" variant="primary" size="small">
            Edit
          </LinkButton>
          <Button variant="ghost" size="small" onClick={() => void signOut(api)}>
            Sign Out
          </Button>
        </div>
      }
    >
      <dl className="account-profile">
        {facts(account).map(([label, value]) => (
          <div key={label} className="account-profile__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
