// Catches a page that throws while rendering in the browser (after hydration or navigation) and
// shows the error page inside the chrome. On the server a throwing page fails the shell and the
// render handler answers 500 with the error document instead.
import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../pages/error-page.tsx';

interface Props {
  /** A new key (the location) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedKey: string | null;
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failedKey: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedKey: '__pending__' };
  }

  override componentDidCatch(): void {
    this.setState({ failedKey: this.props.resetKey });
  }

  override render(): ReactNode {
    const { failedKey } = this.state;
    if (failedKey === '__pending__' || failedKey === this.props.resetKey) return <ErrorPage />;
    return this.props.children;
  }
}
