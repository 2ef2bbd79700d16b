/* global module */

/**
 * The app is light only (shell/app.tsx: no colour scheme to switch to): the
 * rules that apply only under Mantine's dark scheme are dropped, about a
 * sixth of Mantine's stylesheets, the first screen's among them (issue 21,
 * item 3). A selector list keeps its other selectors.
 */
const darkOnly = /\[data-mantine-color-scheme=["']?dark["']?\]/;

const lightOnly = () => ({
  postcssPlugin: 'atelier-light-only',
  Rule(rule) {
    const kept = rule.selectors.filter((selector) => !darkOnly.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  },
});
lightOnly.postcss = true;

module.exports = lightOnly;
