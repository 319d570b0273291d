import { operations } from '../../../subgraphs/loyalty/operations';
import { operationUrl } from '../../../subgraphs/shared/operations';
import { testServiceConfig } from '../../helpers/service-config';

const config = testServiceConfig({ baseUrl: 'https://api.example.test', legacyBaseUrl: 'https://legacy.example.test', projectId: 'shop', loyaltyProjectId: 'shop-loyalty', stageProjectId: 'shop-stage', timeoutMs: 1000 });

describe('loyalty operation URLs', () => {
  it('addresses receiveEvent on the base URL with no project segment', () => {
    expect(operationUrl(config, operations.recordLoyaltyEvent)).toBe('https://api.example.test/CALL/LoyaltyAPI/receiveEvent');
  });

  it('addresses getEvents on the base URL with a bare trailing slash', () => {
    expect(operationUrl(config, operations.loyaltyEvents)).toBe('https://api.example.test/CALL/LoyaltyAPI/getEvents/');
  });

  it('addresses cancelTransaction on the legacy base URL with the loyalty project', () => {
    expect(operationUrl(config, operations.cancelLoyaltyTransaction)).toBe(
      'https://legacy.example.test/CALL/LoyaltyAPI/cancelTransaction/shop-loyalty',
    );
  });

  it('never retries the two writes, and may retry the read', () => {
    expect(operations.recordLoyaltyEvent.idempotent).toBe(false);
    expect(operations.cancelLoyaltyTransaction.idempotent).toBe(false);
    expect(operations.loyaltyEvents.idempotent).toBe(true);
  });
});
