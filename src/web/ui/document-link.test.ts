import { describe, expect, it } from 'vitest';
import { matchAppRoute } from '../../shared/routes';
import { documentPath, documentRoutes } from './document-link';

describe('documentPath', () => {
  it.each(Object.keys(documentRoutes))('sends a %s to a page of the route table', (type) => {
    const path = documentPath(type, 42);
    expect(path).not.toBeNull();
    expect(matchAppRoute(path!)?.params).toEqual(['42']);
  });

  it('links nothing for a kind without a page or an id that is not a number', () => {
    expect(documentPath('bench', 1)).toBeNull();
    expect(documentPath('entry', 'pos-pg')).toBeNull();
    expect(documentPath('entry', '0')).toBeNull();
  });
});
