// The search boxes of the chrome (AppShell slots `headerSearch` and `mobileSearchPanel`). On the
// home page the home widget owns the id "place-input" the skip link focuses (Header);
// elsewhere the header bar does.
import { useLocation } from 'react-router';
import { SearchForm } from './search-form.tsx';
import { isHomePath } from './home-path.ts';

export function HeaderSearch() {
  const { pathname } = useLocation();
  return (
    <SearchForm
      variant="header"
      inputId={isHomePath(pathname) ? 'header-place-input' : 'place-input'}
    />
  );
}

/** Mobile menu: Book now opens this in-menu panel (check-out = check-in + 7). */
export function MobileSearchPanel() {
  return <SearchForm variant="panel" inputId="mobile-place-input" />;
}
