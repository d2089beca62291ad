import { Component, type ReactNode } from 'react';
import { texts } from '#web/lib/texts.ts';

/** Spec 1 §2.7 general failure page (heading 44 px, text 22 px). */
export function GeneralFailure() {
  return (
    <div className="general-failure" role="alert">
      <h1 className="general-failure__heading">{texts.generalFailure.heading}</h1>
      <p className="general-failure__text">{texts.generalFailure.text}</p>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onError: (error: unknown) => void;
}

/**
 * Catches what a page throws while rendering in the browser and shows the general failure page instead
 * of a blank screen. (On the server a render error becomes the 500 screen.) Keyed by location, so a
 * navigation starts afresh.
 */
export class GeneralFailureBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? <GeneralFailure /> : this.props.children;
  }
}
