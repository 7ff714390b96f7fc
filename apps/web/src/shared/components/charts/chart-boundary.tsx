import { Component, type ReactNode } from 'react';

/**
 * Keeps a chart that cannot draw (a bad option, a browser without SVG) from taking the page
 * down: the fallback shows instead, until the chart gets a new option to try.
 */
export class ChartBoundary extends Component<
  { resetKey: unknown; fallback: ReactNode; children: ReactNode },
  { failedKey: unknown; failed: boolean }
> {
  override state = { failedKey: undefined as unknown, failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.setState({ failedKey: this.props.resetKey });
  }

  override render() {
    const failed = this.state.failed && this.state.failedKey === this.props.resetKey;
    return failed ? this.props.fallback : this.props.children;
  }
}
