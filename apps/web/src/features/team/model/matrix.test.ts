import { describe, expect, it } from 'vitest';
import { draftOf, matrixColumns, matrixRows, sensitiveCount, toggle, type Grantable } from './matrix';

const grantable: Grantable = {
  OrderList: ['view', 'edit', 'export', 'reveal'],
  Withdraw: ['view', 'withdraw'],
  Dashboard: ['view'],
};

describe('the roles editor’s matrix', () => {
  it('sets the sensitive actions apart, per screen, in the server’s order', () => {
    expect(matrixRows(grantable)).toEqual([
      { route: 'OrderList', ordinary: ['view', 'edit', 'export', 'reveal'], sensitive: [] },
      { route: 'Withdraw', ordinary: ['view'], sensitive: ['withdraw'] },
      { route: 'Dashboard', ordinary: ['view'], sensitive: [] },
    ]);
  });

  it('ticks view with any action, and unticking view clears the screen', () => {
    let draft = toggle({}, grantable, 'OrderList', 'export', true);
    expect(draft).toEqual({ OrderList: ['view', 'export'] });
    draft = toggle(draft, grantable, 'OrderList', 'edit', true);
    expect(draft.OrderList).toEqual(['view', 'edit', 'export']);
    draft = toggle(draft, grantable, 'OrderList', 'edit', false);
    expect(draft.OrderList).toEqual(['view', 'export']);
    draft = toggle(draft, grantable, 'OrderList', 'view', false);
    expect(draft).toEqual({});
  });

  it('keeps only what the screens offer and counts the sensitive grants', () => {
    const draft = draftOf(
      { OrderList: ['view', 'withdraw'], Withdraw: ['view', 'withdraw'], Gone: ['view'] },
      grantable,
    );
    expect(draft).toEqual({ OrderList: ['view'], Withdraw: ['view', 'withdraw'] });
    expect(sensitiveCount(draft)).toBe(1);
  });

  it('has a column per action any screen offers, in the table’s order', () => {
    const rows = matrixRows(grantable);
    expect(matrixColumns(rows, 'ordinary')).toEqual(['view', 'edit', 'export', 'reveal']);
    expect(matrixColumns(rows, 'sensitive')).toEqual(['withdraw']);
    expect(
      matrixColumns(
        rows.filter((r) => r.sensitive.length > 0),
        'ordinary',
      ),
    ).toEqual(['view']);
  });
});
