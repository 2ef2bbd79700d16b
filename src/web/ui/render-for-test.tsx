import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../i18n/en.json';
import kh from '../i18n/kh.json';

/** Server-renders a node with Mantine and this folder's catalogues (tests run without a DOM). */
export function renderForTest(node: ReactNode, locale: 'kh' | 'en' = 'en'): string {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    resources: { kh: { translation: kh }, en: { translation: en } },
    lng: locale,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </MantineProvider>,
  );
}
