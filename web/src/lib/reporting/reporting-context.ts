import { createContext, useContext } from 'react';
import { silentReporter, type EventReporter } from './event-reporter.ts';

export const ReportingContext = createContext<EventReporter>(silentReporter);

/** Records analytics events through the app's reporter (silent for bots and on the server). */
export const useEventReporter = (): EventReporter => useContext(ReportingContext);
