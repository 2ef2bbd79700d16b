import { Table } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderForTest } from './render-for-test';
import { TableHead } from './table-head';

describe('TableHead', () => {
  it('heads the text columns, then the figures, set right', () => {
    const html = renderForTest(
      <Table>
        <TableHead names={['Item', 'Stage']} figures={['Wax each']} />
      </Table>,
    );
    expect(html.indexOf('Item')).toBeLessThan(html.indexOf('Stage'));
    expect(html).toMatch(/<th[^>]*text-align:right[^>]*>Wax each<\/th>/);
    expect(html).not.toMatch(/<th[^>]*text-align:right[^>]*>Item<\/th>/);
  });
});
