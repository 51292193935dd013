import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseProps } from '../../browser/island-props.ts';
import { Island } from '../../components/island.tsx';
import { LiveSearchResults } from './search-results.tsx';
import { testSearchText } from '../../../test/search-support.ts';

const text = { ...testSearchText, failed: 'It failed </script>' };

describe('Island', () => {
  it('renders its component in a container named for it, with its props beside it as data', () => {
    const { container } = render(
      <Island name="search-results" component={LiveSearchResults} props={{ text }} />,
    );
    const island = container.querySelector('[data-island="search-results"]');
    expect(island?.querySelector('[role="status"]')).not.toBeNull();
    const data = island?.nextElementSibling;
    expect(data?.tagName).toBe('SCRIPT');
    expect(data?.getAttribute('type')).toBe('application/json');
    expect(parseProps(data?.textContent ?? '')).toEqual({ text });
  });

  it('writes props that cannot close their script element', () => {
    const html = renderToString(
      <Island name="search-results" component={LiveSearchResults} props={{ text }} />,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
