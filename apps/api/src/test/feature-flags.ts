// Feature-flag set-up for tests outside the feature-flags module (the import rules let modules
// reach it only through its service; test set-up lives here instead).
export { overrideFlag } from '../modules/feature-flags/test-support';
