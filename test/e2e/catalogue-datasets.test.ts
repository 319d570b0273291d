import { sentRequests, stackForFile } from '../helpers/stack';

/**
 * The dataset operations the document names only by title (4.7): Create, Update, Delete, Value
 * Upsert, Value Delete, List Sources and List Values, through the gateway on the emulator. A
 * dataset's values go with it.
 */

const stack = stackForFile();

type Data = Record<string, any>; // loose JSON: each test asserts the exact values it needs

const sent = () => sentRequests(stack);
const call = (operation: string, body: unknown) => ({ operation, httpMethod: 'POST', path: `/CALL/${operation}/demo`, body });

const DATASET = `code dataset { code name description source valueCount }`;
const CREATE = `mutation ($input: CreateDatasetInput!) { createDataset(input: $input) { ${DATASET} } }`;
const UPDATE = `mutation ($input: UpdateDatasetInput!) { updateDataset(input: $input) { ${DATASET} } }`;
const UPSERT = `mutation ($input: UpsertDatasetValueInput!) { upsertDatasetValue(input: $input) { datasetCode key value { datasetCode key value } } }`;
const VALUES = `query ($code: Code!) { datasetValues(datasetCode: $code) { total values { key value } } }`;

const values = async (code: string) => (await stack.query<Data>(VALUES, { code })).data!.datasetValues;

describe('datasetSources (List Sources)', () => {
  it('lists where dataset values can come from, in one call', async () => {
    const result = await stack.query<Data>(`{ datasetSources { code name } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.datasetSources).toEqual([
      { code: 'manual', name: 'Manual' },
      { code: 'file-import', name: 'File import' },
      { code: 'external-api', name: 'External API' },
    ]);
    expect(sent()).toEqual([call('DatasetAPI/listSources', {})]);
  });
});

describe('createDataset, updateDataset, upsertDatasetValue, deleteDatasetValue, deleteDataset', () => {
  it('keeps a dataset and its values, in key order, until the dataset is deleted with them', async () => {
    const created = await stack.query<Data>(CREATE, { input: { code: 'sizes', name: 'Sizes', source: 'manual' } });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createDataset).toEqual({ code: 'sizes', dataset: { code: 'sizes', name: 'Sizes', description: null, source: 'manual', valueCount: 0 } });
    expect(sent()).toEqual([call('DatasetAPI/createDataset', { code: 'sizes', name: 'Sizes', source: 'manual' })]);

    stack.emulator.resetRequests();
    const upserted = await stack.query<Data>(UPSERT, { input: { datasetCode: 'sizes', key: 'M', value: { chest: 100, label: 'Medium' } } });
    expect(upserted.data!.upsertDatasetValue).toEqual({ datasetCode: 'sizes', key: 'M', value: { datasetCode: 'sizes', key: 'M', value: { chest: 100, label: 'Medium' } } });
    expect(sent()).toEqual([call('DatasetAPI/upsertValue', { datasetCode: 'sizes', key: 'M', value: { chest: 100, label: 'Medium' } })]);
    await stack.query(UPSERT, { input: { datasetCode: 'sizes', key: 'L', value: 'Large' } });
    await stack.query(UPSERT, { input: { datasetCode: 'sizes', key: 'M', value: 'Medium' } });
    expect(await values('sizes')).toEqual({ total: 2, values: [{ key: 'L', value: 'Large' }, { key: 'M', value: 'Medium' }] });

    const updated = await stack.query<Data>(UPDATE, { input: { code: 'sizes', description: 'Clothing sizes' } });
    expect(updated.data!.updateDataset.dataset).toEqual({ code: 'sizes', name: 'Sizes', description: 'Clothing sizes', source: 'manual', valueCount: 2 });

    stack.emulator.resetRequests();
    const removedValue = await stack.query<Data>(`mutation { deleteDatasetValue(input: { datasetCode: "sizes", key: "L" }) { datasetCode key } }`);
    expect(removedValue.data!.deleteDatasetValue).toEqual({ datasetCode: 'sizes', key: 'L' });
    expect(sent()).toEqual([call('DatasetAPI/deleteValue', { datasetCode: 'sizes', key: 'L' })]);
    expect(await values('sizes')).toEqual({ total: 1, values: [{ key: 'M', value: 'Medium' }] });

    stack.emulator.resetRequests();
    const deleted = await stack.query<Data>(`mutation { deleteDataset(input: { code: "sizes" }) { code removedValues } }`);
    expect(deleted.data!.deleteDataset).toEqual({ code: 'sizes', removedValues: 1 });
    expect(sent()).toEqual([call('DatasetAPI/deleteDataset', { code: 'sizes' })]);
    const gone = await stack.query<Data>(VALUES, { code: 'sizes' });
    expect(gone.data!.datasetValues).toBeNull();
    expect(gone.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { operation: 'DatasetAPI/listValues', status: 404 } });
  });

  it('refuses a code already taken and a source that is not listed, creating nothing', async () => {
    await stack.query(CREATE, { input: { code: 'colors', name: 'Colors', source: 'manual' } });
    const taken = await stack.query<Data>(CREATE, { input: { code: 'colors', name: 'Again', source: 'manual' } });
    expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { operation: 'DatasetAPI/createDataset', status: 400 } });
    const unknownSource = await stack.query<Data>(CREATE, { input: { code: 'shapes', name: 'Shapes', source: 'ftp' } });
    expect(unknownSource.errors?.[0]?.message).toContain('source: unknown source "ftp"');
    expect((await stack.query<Data>(VALUES, { code: 'shapes' })).errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a value over 16384 bytes before any call', async () => {
    const large = await stack.query<Data>(UPSERT, { input: { datasetCode: 'colors', key: 'big', value: 'x'.repeat(16_384) } });
    expect(large.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.value'] });
    expect(stack.emulator.calls()).toBe(0);
  });

  it('is refused to a shopper before any call', async () => {
    const result = await stack.as({ userId: 'user-001' }).query<Data>(CREATE, { input: { code: 'mine', name: 'Mine', source: 'manual' } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(stack.emulator.calls()).toBe(0);
  });
});
