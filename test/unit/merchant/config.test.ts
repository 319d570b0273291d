import { ConfigError, loadConfig, serviceConfig } from '../../../config/environment';

describe('COMMERCE_MERCHANT_CHANNELS', () => {
  it('is read as a trimmed list and handed to the service settings', () => {
    const config = loadConfig({ COMMERCE_MERCHANT_CHANNELS: ' web, store ,marketplace' });
    expect(config.merchantChannels).toEqual(['web', 'store', 'marketplace']);
    const service = serviceConfig(config, { url: 'http://x.test', apiKey: 'k', projectId: 'p', loyaltyProjectId: 'l', stageProjectId: 's' });
    expect(service.merchantChannels).toEqual(['web', 'store', 'marketplace']);
  });

  it('is undefined when unset', () => {
    expect(loadConfig({}).merchantChannels).toBeUndefined();
  });

  it('stops the start with a message naming the variable for an empty entry', () => {
    expect(() => loadConfig({ COMMERCE_MERCHANT_CHANNELS: 'web,,store' })).toThrow(ConfigError);
    expect(() => loadConfig({ COMMERCE_MERCHANT_CHANNELS: 'web,,store' })).toThrow(/COMMERCE_MERCHANT_CHANNELS/);
  });
});
