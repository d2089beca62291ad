/**
 * The checks of the app as an operator configures it (configured-app.ts), one file per part, over one
 * synth of it.
 */
import { configuredFolio } from './configured-app.ts';
import './operator-settings.checks.ts';
import './oidc-infra.checks.ts';
import './newsletter-sending-infra.checks.ts';

afterAll(() => configuredFolio().cleanup());
