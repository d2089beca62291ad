import { Alert, Button } from '@aws-amplify/ui-react';

interface LoadFailureProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}

/** An account page whose data could not load: an alert that says so, with a way to try again. */
export function LoadFailure({ message, retryLabel, onRetry, className }: LoadFailureProps) {
  return (
    <Alert variation="error" hasIcon={false} className={className}>
      {message}{' '}
      <Button variation="link" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
