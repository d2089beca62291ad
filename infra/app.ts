import { App } from 'aws-cdk-lib';
import { addChecks, buildFolio } from './folio-app.ts';

// Entry of `cdk synth` / `cdk deploy` (cdk.json); every option is CDK context, see docs/deploy.md.
const app = new App();
buildFolio(app);
addChecks(app);
