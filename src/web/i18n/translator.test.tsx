import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import kh from './kh.json';
import { createTranslator, type Catalogue, type TFunction } from './translator';
import { TranslatorProvider, useTranslation } from './use-translation';

const both = { kh, en };

/** A promise the test settles itself: a catalogue still on its way. */
function arriving<T>() {
  let settle!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}

/**
 * `t` over keys the app's catalogue does not have (a test's own catalogue, a missing key): the
 * translator's type refuses them, which is what its typed keys are for, so the test reads it as text.
 */
const untyped = (t: TFunction) => t as unknown as (key: string, values?: Record<string, unknown>) => string;

describe('the translator', () => {
  it('reads a nested key in the language shown, with its {{name}} filled in', () => {
    expect(createTranslator({ language: 'en', catalogues: both }).t('auth.qrDialog.for', { name: 'Sokha' })).toBe('For Sokha');
    expect(createTranslator({ language: 'kh', catalogues: both }).t('app.title')).toBe(kh.app.title);
  });

  it('leaves a {{name}} that was not passed, and reads null or undefined as nothing, as i18next did', () => {
    const { t } = createTranslator({ language: 'en', catalogues: { en: { line: '{{a}}-{{ b }}-{{c}}' } } });
    expect(untyped(t)('line', { a: 1, b: null })).toBe('1--{{c}}');
    expect(untyped(t)('line', { a: undefined, b: 'x', c: 0 })).toBe('-x-0');
    expect(untyped(t)('line')).toBe('{{a}}-{{ b }}-{{c}}');
  });

  it('puts a value in as it is: no escaping, and no {{…}} inside it filled in again', () => {
    const { t } = createTranslator({ language: 'en', catalogues: both });
    expect(t('auth.qrDialog.for', { name: '<b>Dara & {{name}}</b>' })).toBe('For <b>Dara & {{name}}</b>');
  });

  it('picks the plural form by count in English: one, then other (zero included)', () => {
    const { t } = createTranslator({ language: 'en', catalogues: both });
    expect(t('stock.pending.printTags', { count: 1 })).toBe('Print its tag');
    expect(t('stock.pending.printTags', { count: 3 })).toBe('Print their 3 tags');
    expect(t('stock.pending.printTags', { count: 0 })).toBe('Print their 0 tags');
  });

  it('picks one for a count of one in Khmer too, as i18next did (kh.json writes a text of its own for one)', () => {
    const { t } = createTranslator({ language: 'kh', catalogues: both });
    expect(t('stock.pending.printTags', { count: 1 })).toBe(kh.stock.pending.printTags_one);
    expect(t('stock.pending.printTags', { count: 4 })).toBe('បោះពុម្ពស្លាក 4');
    expect(t('imports.readyHint', { count: 1 })).toBe(kh.imports.readyHint_one);
    expect(t('imports.readyHint', { count: 2 })).toBe('ទាំង 2 ជួររួចរាល់សម្រាប់នាំចូល។');
  });

  it('prefers a _zero text for a count of zero, and falls back to the plain key when there is no plural form', () => {
    const catalogue: Catalogue = { pieces_zero: 'none', pieces_other: '{{count}} pieces', plain: '{{count}} grams' };
    const { t } = createTranslator({ language: 'en', catalogues: { en: catalogue } });
    expect(untyped(t)('pieces', { count: 0 })).toBe('none');
    expect(untyped(t)('pieces', { count: 2 })).toBe('2 pieces');
    expect(untyped(t)('plain', { count: 1 })).toBe('1 grams');
  });

  it('answers a missing key, a section or a language without catalogue with the key itself', () => {
    const translator = createTranslator({ language: 'en', catalogues: both });
    expect(untyped(translator.t)('nosuch.key')).toBe('nosuch.key');
    expect(untyped(translator.t)('stock')).toBe('stock');
    expect(untyped(translator.t)('stock.pending.printTags.deeper')).toBe('stock.pending.printTags.deeper');
    expect(untyped(translator.t)('toString')).toBe('toString');
    expect(createTranslator({ language: 'kh' }).t('app.title')).toBe('app.title');
    expect([translator.exists('app.title'), translator.exists('app'), translator.exists('admin.audit.entities.nosuch')]).toEqual([true, false, false]);
  });

  it('types its keys from en.json: an unknown key does not compile', () => {
    const { t } = createTranslator({ language: 'en', catalogues: both });
    // @ts-expect-error not a key of en.json
    expect(t('stock.pending.nosuch')).toBe('stock.pending.nosuch');
    // @ts-expect-error a section, not a text
    expect(t('stock.pending')).toBe('stock.pending');
    // @ts-expect-error a count is a number
    expect(t('stock.pending.printTags', { count: '2' })).toBe('stock.pending.printTags');
  });

  it('gives a t fixed to the other language, whatever the translator shows', () => {
    const translator = createTranslator({ language: 'kh', catalogues: both });
    expect(translator.getFixedT('en')('app.title')).toBe(en.app.title);
    expect(translator.t('app.title')).toBe(kh.app.title);
    expect(translator.getFixedT('en')).toBe(translator.getFixedT('en'));
    const sheet = translator.inLanguage('en');
    expect([sheet.language, sheet.t('app.title'), translator.language]).toEqual(['en', en.app.title, 'kh']);
  });

  it('switches language once its catalogue is in, telling its listeners; the last of two switches wins', async () => {
    const enArriving = arriving<Catalogue>();
    const loads: string[] = [];
    const translator = createTranslator({
      language: 'kh',
      catalogues: { kh },
      load: (language) => {
        loads.push(language);
        return enArriving.promise;
      },
    });
    const heard: string[] = [];
    const stop = translator.subscribe(() => heard.push(translator.language));
    const switching = translator.changeLanguage('en');
    await Promise.resolve();
    expect([translator.language, translator.t('app.title'), heard]).toEqual(['kh', kh.app.title, []]);
    enArriving.settle(en);
    await switching;
    expect([translator.language, translator.t('app.title')]).toEqual(['en', en.app.title]);
    expect(heard.at(-1)).toBe('en');

    const back = translator.changeLanguage('kh');
    const again = translator.changeLanguage('en');
    await Promise.all([back, again]);
    expect(translator.language).toBe('en');
    expect(loads).toEqual(['en']);
    stop();
    await translator.changeLanguage('kh');
    expect(heard.at(-1)).toBe('en');
    expect(translator.language).toBe('kh');
  });

  it('shows the first language at once, before any catalogue is in (a request made meanwhile asks in it)', async () => {
    const enArriving = arriving<Catalogue>();
    const translator = createTranslator({ language: 'kh', load: () => enArriving.promise });
    const switching = translator.changeLanguage('en');
    expect(translator.language).toBe('en');
    expect(translator.hasCatalogue('en')).toBe(false);
    enArriving.settle(en);
    await switching;
    expect(translator.t('app.title')).toBe(en.app.title);
  });

  it('stays in its language when the next one fails to load, and asks again next time', async () => {
    let attempts = 0;
    const translator = createTranslator({
      language: 'kh',
      catalogues: { kh },
      load: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(en)),
    });
    await translator.changeLanguage('en');
    expect([translator.language, translator.hasCatalogue('en')]).toEqual(['kh', false]);
    await translator.loadLanguage('en');
    expect([translator.language, translator.hasCatalogue('en'), attempts]).toEqual(['kh', true, 2]);
  });

  it('adds a section that came later without rendering anything again, and keeps one that came before its catalogue', async () => {
    const khArriving = arriving<Catalogue>();
    const translator = createTranslator({ language: 'kh', load: () => khArriving.promise });
    const loading = translator.changeLanguage('kh');
    const { sales, ...firstScreen } = kh;
    translator.addTexts('kh', { sales });
    expect(translator.hasCatalogue('kh')).toBe(false);
    khArriving.settle(firstScreen);
    await loading;
    expect(translator.t('sales.pos.title')).toBe(kh.sales.pos.title);

    const { stock, ...rest } = en;
    const later = createTranslator({ language: 'en', catalogues: { en: rest } });
    let told = 0;
    later.subscribe(() => told++);
    expect(later.t('stock.pending.printTags', { count: 2 })).toBe('stock.pending.printTags');
    later.addTexts('en', { stock });
    expect([told, later.t('stock.pending.printTags', { count: 2 })]).toEqual([0, 'Print their 2 tags']);
  });
});

describe('useTranslation', () => {
  function Title() {
    const { t, i18n } = useTranslation();
    return <p lang={i18n.language}>{`${t('app.title')} · ${t('stock.pending.printTags', { count: 2 })}`}</p>;
  }

  it('renders with the translator it is given, in its language and its state of the moment', () => {
    const translator = createTranslator({ language: 'en', catalogues: { kh, en: {} } });
    expect(renderToStaticMarkup(<TranslatorProvider translator={translator}><Title /></TranslatorProvider>)).toBe(
      '<p lang="en">app.title · stock.pending.printTags</p>',
    );
    translator.addTexts('en', en);
    expect(renderToStaticMarkup(<TranslatorProvider translator={translator}><Title /></TranslatorProvider>)).toBe(
      '<p lang="en">Atelier · Print their 2 tags</p>',
    );
    expect(renderToStaticMarkup(<TranslatorProvider translator={translator.inLanguage('kh')}><Title /></TranslatorProvider>)).toBe(
      `<p lang="kh">${kh.app.title} · បោះពុម្ពស្លាក 2</p>`,
    );
  });
});
