import { format } from 'node:util';

/**
 * React's development warnings that the web suite treats as failures: markup that is not valid HTML (a <p>
 * inside a <p>, a <div> inside a <p>, a <tr> outside a table...), which browsers re-parse and screen readers
 * then read wrongly; and state updates outside act(), which mean a test looked before the screen settled.
 */
const FORBIDDEN = [
  /cannot contain a nested/,
  /cannot be a child of/,
  /validateDOMNesting/,
  /In HTML, .* cannot be a descendant of/s,
  /not wrapped in act\(/,
];

export const isForbiddenReactWarning = (message: string) => FORBIDDEN.some((re) => re.test(message));

const caught: string[] = [];

/** console.error as React calls it ('%s' placeholders and their values), passed on unchanged and watched. */
export function watchConsoleErrors() {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const message = typeof args[0] === 'string' ? format(...args) : args.map(String).join(' ');
    if (isForbiddenReactWarning(message)) caught.push(message);
    original(...args);
  };
}

/** The forbidden warnings since the last call (and forgets them). */
export const takeReactWarnings = () => caught.splice(0);

/** Throws when the test that just ran made React warn about its markup or about act(). */
export function failOnReactWarnings() {
  const warnings = takeReactWarnings();
  if (warnings.length)
    throw new Error(`React warned during this test (fix the component, not the test):\n\n${warnings.join('\n\n')}`);
}
