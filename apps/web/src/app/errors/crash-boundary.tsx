import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashPage } from './crash-page';

type TProps = { children: ReactNode; resetKey: string };
type TState = { error: Error | null; resetKey: string };

/**
 * Catches render crashes inside the shell and shows the crash page. Route errors (loaders, lazy
 * imports) go to the router's errorElement instead. Navigating elsewhere clears the crash.
 */
export class CrashBoundary extends Component<TProps, TState> {
  override state: TState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<TState> {
    return { error };
  }

  static getDerivedStateFromProps(props: TProps, state: TState): Partial<TState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // The console is the only sink until error reporting exists; keep the component stack.
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <CrashPage /> : this.props.children;
  }
}
