// The element the server renders: the root tree under StaticRouter at the request's location.
import type { ReactElement } from 'react';
import { StaticRouter } from 'react-router';
import { App, type AppProps } from '#shared/app/app.tsx';

export function documentElement(location: string, props: AppProps): ReactElement {
  return (
    <StaticRouter location={location}>
      <App {...props} />
    </StaticRouter>
  );
}
