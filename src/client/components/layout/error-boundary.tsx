import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';

interface Props {
  children: ReactNode;
  /** Changing this value (e.g. the current path) clears the error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

/**
 * Catches render errors, including a page chunk that failed to download on a flaky connection,
 * and offers to try again instead of leaving a blank screen.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center"
      >
        <h1 className="text-xl font-semibold">Impossible d'afficher la page</h1>
        <p className="text-muted-foreground">Vérifiez votre connexion internet, puis réessayez.</p>
        <Button onClick={() => window.location.reload()}>Réessayer</Button>
      </div>
    );
  }
}
