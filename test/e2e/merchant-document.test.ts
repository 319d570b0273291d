import { ANSWER_MODES, DOCUMENTED_OPERATIONS, type AnswerMode, type OperationName } from '../double/document-double';
import { startDoubleStack, type DoubleStack } from '../helpers/double-stack';

const TIME = '2026-01-05T10:00:00.000Z';

let stack: DoubleStack;
beforeAll(async () => {
  stack = await startDoubleStack();
});
afterAll(() => stack.stop());
beforeEach(() => {
  stack.double.mode = 'documented';
  stack.double.clearFaults();
  stack.double.resetRequests();
});

/** The double's `missing` and `nulls` answers carry only the keys; every other field is absent or null. */
const sparse = (mode: AnswerMode) => mode === 'missing' || mode === 'nulls';

const BATCH = `batchId batchStatus successCount failCount ratio pushPriceFrequency bulkOperationType failedProducts { sku reason }`;
const RECEIVE = `mutation ($input: ReceiveMerchantStockInput!) {
  receiveMerchantStock(input: $input) { batchId bulkOperationId frequency batch { ${BATCH} } }
}`;
const RECORD = `previousLiveQuantity distributedQuantity reservedQuantity incomingQuantity createdAt productId method channel warehouse sku type sortKey
  user { id name surname }`;
const HISTORY = `query ($productId: PathSegment, $sku: PathSegment, $channel: PathSegment, $type: MerchantHistoryType, $nextToken: String) {
  merchantProductHistory(productId: $productId, sku: $sku, channel: $channel, type: $type, nextToken: $nextToken) { histories { ${RECORD} } nextToken }
}`;

const STOCK_INPUT = {
  frequency: 30,
  bulkOperationId: 'bulk-9',
  items: [
    { warehouseCode: 'WH-1', sku: 'SKU-1', channel: 'web', quantity: 4 },
    { warehouseCode: 'WH-2', sku: 'SKU-2', channel: 'store', quantity: 0 },
  ],
};

const batchFields = (mode: AnswerMode) =>
  sparse(mode)
    ? { batchStatus: null, successCount: null, failCount: null, ratio: null, pushPriceFrequency: null, bulkOperationType: null, failedProducts: null }
    : {
        batchStatus: 'COMPLETED',
        successCount: 1,
        failCount: 1,
        ratio: '50.00',
        pushPriceFrequency: 15,
        bulkOperationType: 'STOCK',
        failedProducts: [{ sku: 'SKU-2', reason: 'unknown sku' }],
      };

const record = (product: { productId?: string; sku?: string; channel?: string }) => ({
  previousLiveQuantity: 10,
  distributedQuantity: 8,
  reservedQuantity: 2,
  incomingQuantity: 5,
  createdAt: TIME,
  productId: product.productId ?? 'prod-1',
  method: 'receiveStock',
  channel: product.channel ?? 'web',
  warehouse: 'WH-1',
  sku: product.sku ?? 'SKU-1',
  type: 'STOCK',
  sortKey: `${TIME}#1`,
  user: { id: 'user-9', name: 'Ada', surname: 'Lovelace' },
});

const sentBodies = (operation: OperationName) => stack.double.requestsTo(operation).map((request) => request.body);

describe.each(ANSWER_MODES)('merchant against a service answering the document (%s)', (mode) => {
  beforeEach(() => {
    stack.double.mode = mode;
  });

  it('receiveMerchantStock reports the acknowledged batch, sending exactly the documented body', async () => {
    const result = await stack.query(RECEIVE, { input: STOCK_INPUT });
    expect(result).toEqual({
      data: {
        receiveMerchantStock: {
          batchId: 'batch-1',
          bulkOperationId: 'bulk-9',
          frequency: 30,
          batch: { batchId: 'batch-1', ...batchFields(mode) },
        },
      },
    });
    const [sent] = sentBodies('MerchantStockPriceImporter/receiveStock');
    expect(Object.keys(sent as object).sort()).toEqual([...DOCUMENTED_OPERATIONS['MerchantStockPriceImporter/receiveStock'].requestFields].sort());
    expect(sent).toEqual(STOCK_INPUT);
    expect(stack.double.requestsTo('MerchantImportJob/checkBatchStatus').map((request) => request.params)).toEqual([{ batchId: 'batch-1' }]);
  });

  it('merchantImportBatch answers without error, the untouched body as raw', async () => {
    const result = await stack.query(`query ($batchId: PathSegment!) { merchantImportBatch(batchId: $batchId) { ${BATCH} raw } }`, { batchId: 'batch-7' });
    expect(result).toEqual({
      data: {
        merchantImportBatch: {
          batchId: 'batch-7',
          ...batchFields(mode),
          raw: stack.double.answer('MerchantImportJob/checkBatchStatus', { params: { batchId: 'batch-7' } }),
        },
      },
    });
    expect(stack.double.requestsTo('MerchantImportJob/checkBatchStatus')).toMatchObject([
      { method: 'GET', path: `/CALL/MerchantImportJob/checkBatchStatus/batch-7`, body: undefined },
    ]);
  });

  it.each([
    [{ productId: 'prod-7' }, { productId: 'prod-7' }],
    [{ sku: 'SKU-3', channel: 'web' }, { sku: 'SKU-3', channel: 'web' }],
  ])('merchantProductHistory %j answers without error, sending exactly the documented body', async (product, params) => {
    const result = await stack.query(HISTORY, { ...product, type: 'STOCK', nextToken: 'next-1' });
    expect(result).toEqual({ data: { merchantProductHistory: { histories: sparse(mode) ? [] : [record(product)], nextToken: null } } });
    const [request] = stack.double.requestsTo('MerchantAccountProduct/getMerchantProductHistory');
    expect(request).toMatchObject({ params: { projectId: stack.double.projectId, ...params }, body: { type: 'STOCK', nextToken: 'next-1' } });
    expect(Object.keys(request!.body as object).sort()).toEqual(
      [...DOCUMENTED_OPERATIONS['MerchantAccountProduct/getMerchantProductHistory'].requestFields].sort(),
    );
  });
});

describe('an acknowledged stock batch', () => {
  it('keeps its receipt when the batch read-back fails: the error sits at batch', async () => {
    stack.double.setFault('MerchantImportJob/checkBatchStatus', { kind: 'status', status: 500, message: 'status store down' });
    const result = await stack.query(RECEIVE, { input: STOCK_INPUT });
    expect(result.data).toEqual({ receiveMerchantStock: { batchId: 'batch-1', bulkOperationId: 'bulk-9', frequency: 30, batch: null } });
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({ path: ['receiveMerchantStock', 'batch'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(stack.double.calls('MerchantStockPriceImporter/receiveStock')).toBe(1);
  });
});
