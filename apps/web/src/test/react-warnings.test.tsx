import { render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { failOnReactWarnings, isForbiddenReactWarning, takeReactWarnings } from './react-warnings.ts';

/** The guard setup.ts installs: these prove it sees what it must, and only that. */
describe('React warning guard', () => {
  it('fails a test that renders a <p> inside a <p>', () => {
    render(
      <p>
        fuera <p>dentro</p>
      </p>,
    );
    expect(() => failOnReactWarnings()).toThrow(/<p> cannot (contain a nested <p>|be a descendant of <p>)/);
    // The throw took the warnings: the hook after this test finds none.
    expect(takeReactWarnings()).toEqual([]);
  });

  it('fails a test that renders a <div> inside a <p>', () => {
    render(
      <p>
        <div>bloque</div>
      </p>,
    );
    expect(takeReactWarnings().join('\n')).toMatch(
      /<div> cannot be a descendant of <p>|<p> cannot contain a nested <div>/,
    );
  });

  it('fails a test whose component updates outside act()', async () => {
    function Late() {
      const [text, setText] = useState('antes');
      useEffect(() => {
        const t = setTimeout(() => setText('después'), 0);
        return () => clearTimeout(t);
      }, []);
      return <span>{text}</span>;
    }
    render(<Late />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(takeReactWarnings().join('\n')).toMatch(/not wrapped in act\(/);
  });

  it('classifies the messages', () => {
    expect(
      isForbiddenReactWarning('In HTML, <p> cannot be a descendant of <p>.\nThis will cause a hydration error.'),
    ).toBe(true);
    expect(isForbiddenReactWarning('<tr> cannot be a child of <div>.')).toBe(true);
    expect(isForbiddenReactWarning('Warning: validateDOMNesting(...): <a> cannot appear as a descendant of <a>.')).toBe(
      true,
    );
    expect(isForbiddenReactWarning('An update to Late inside a test was not wrapped in act(...).')).toBe(true);
    expect(isForbiddenReactWarning('Error al cargar: 500')).toBe(false);
    expect(failOnReactWarnings()).toBeUndefined();
  });
});
