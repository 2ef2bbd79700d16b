import type en from './en.json';

// Keys are typed from en.json; catalogues.test.ts keeps kh.json in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    strictKeyChecks: true;
  }
}
