// The account forms' fields are the design system's (shared/ui/field.tsx, shared/ui/alert.tsx):
// this module only keeps the names the account forms import until each imports shared/ui.
import type { ReactNode, Ref } from 'react';
import { Alert, type AlertKind } from '../../ui/alert.tsx';

export { SelectField, TextField } from '../../ui/field.tsx';

export function Banner({
  kind,
  children,
  bannerRef,
}: {
  kind: AlertKind;
  children: ReactNode;
  bannerRef?: Ref<HTMLDivElement>;
}) {
  return (
    <Alert kind={kind} alertRef={bannerRef}>
      {children}
    </Alert>
  );
}
