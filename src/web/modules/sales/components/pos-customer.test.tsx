import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../../ui/render-for-test';
import { PosCustomer, type PosCustomerProps } from './pos-customer';
import { emptyNewCustomer } from './pos-sale-draft';

const noop = () => {};
const render = (props: Partial<PosCustomerProps>, locale: 'kh' | 'en' = 'en') =>
  renderForTest(
    <QueryClientProvider client={new QueryClient()}>
      <PosCustomer
        mode="walk_in"
        onModeChange={noop}
        customer={null}
        onCustomerChange={noop}
        newCustomer={emptyNewCustomer()}
        onNewCustomerChange={noop}
        errorOf={() => undefined}
        {...props}
      />
    </QueryClientProvider>,
    locale,
  );

describe('PosCustomer', () => {
  it('shows the server’s walk-in refusal (customerId) where the walk-in is chosen', () => {
    expect(render({})).toContain('A walk-in customer pays the whole amount now');
    const html = render({ errorOf: (path) => (path === 'customerId' ? 'A walk-in pays the whole invoice now' : undefined) });
    expect(html).toContain('A walk-in pays the whole invoice now');
    expect(html).toContain('role="alert"');
  });

  it('asks a new customer’s name, phone, address and group, their errors on their fields, in Khmer', () => {
    const html = render({ mode: 'new', errorOf: (path) => (path === 'newCustomer.name' ? 'ត្រូវការឈ្មោះ' : undefined) }, 'kh');
    for (const label of ['ឈ្មោះ', 'ទូរស័ព្ទ', 'អាសយដ្ឋាន', 'ក្រុម']) expect(html).toContain(label);
    expect(html).toContain('ត្រូវការឈ្មោះ');
  });
});
