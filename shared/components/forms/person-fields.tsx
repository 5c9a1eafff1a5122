// Who is asking, in both inquiry forms: first
// and last name (the site's one name block), e-mail and phone, with the lengths the platform accepts. The e-mail address has a
// row of its own so a long one shows whole; the phone, short, keeps a cell's width on its own row.
import { TextField } from '../../ui/field.tsx';
import { NameFields } from '../../ui/person-fields.tsx';
import type { FieldBinding } from '../../ui/use-form.ts';

export type PersonField = 'firstName' | 'lastName' | 'email' | 'phone';

export function PersonFields({
  bind,
}: {
  bind: (field: PersonField) => FieldBinding & { required?: boolean };
}) {
  return (
    <>
      <NameFields given={bind('firstName')} family={bind('lastName')} required />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        className="form-grid__wide"
        {...bind('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={40}
        className="form-grid__alone"
        {...bind('phone')}
      />
    </>
  );
}
