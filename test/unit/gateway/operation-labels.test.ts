import { createHash } from 'node:crypto';
import { frequentOperationLabels, trustedOperationLabels } from '../../../gateway/observability/operation-labels';

describe('operation labels without a manifest', () => {
  it('gives 200 distinct names at most 100 labels and `other`, and keeps a name used often its own', () => {
    const labels = frequentOperationLabels({ maxLabels: 100 });
    const seen = new Set<string>();
    for (let round = 0; round < 3; round++) {
      for (let n = 0; n < 200; n++) seen.add(labels.label(`Op${n}`));
    }
    expect(seen.size).toBe(101);
    expect(seen).toContain('other');
    expect(labels.label('Op0')).toBe('Op0');
    expect(labels.label('Op150')).toBe('other');
  });

  it('gives no label to names seen once each, however many, while a repeated name earns one', () => {
    const labels = frequentOperationLabels({ maxLabels: 100 });
    const seen = new Set<string>();
    for (let n = 0; n < 200; n++) {
      seen.add(labels.label(`Random${n}`));
      seen.add(labels.label('Checkout'));
    }
    expect([...seen].sort()).toEqual(['Checkout', 'other']);
  });

  it('counts sightings within a window: sightings spread wider than it earn nothing', () => {
    let now = 0;
    const labels = frequentOperationLabels({ minSightings: 3, windowMs: 1_000, now: () => now });
    expect([labels.label('Rare'), labels.label('Rare')]).toEqual(['other', 'other']);
    now = 1_000;
    expect(labels.label('Rare')).toBe('other');
    expect([labels.label('Rare'), labels.label('Rare')]).toEqual(['other', 'Rare']);
  });

  it('tracks at most maxCandidates names per window', () => {
    const labels = frequentOperationLabels({ maxCandidates: 2, minSightings: 2 });
    labels.label('A');
    labels.label('B');
    labels.label('C');
    expect([labels.label('C'), labels.label('C'), labels.label('A')]).toEqual(['other', 'other', 'A']);
  });

  it('always labels anonymous operations and invalid documents as such', () => {
    const labels = frequentOperationLabels({ maxLabels: 0 });
    expect([labels.label('anonymous'), labels.label('invalid'), labels.label('Named')]).toEqual(['anonymous', 'invalid', 'other']);
  });
});

describe('operation labels from trusted documents', () => {
  const document = 'query WalletPage { walletAccounts { total } } mutation Load { loadWallet(input: {}) { result } }';
  const manifest = new Map([[createHash('sha256').update(document).digest('hex'), document]]);

  it("labels the manifest's operation names at first sight and nothing else", () => {
    const labels = trustedOperationLabels(manifest);
    expect(['WalletPage', 'Load', 'Other', 'anonymous'].map((name) => labels.label(name))).toEqual(['WalletPage', 'Load', 'other', 'anonymous']);
  });
});
