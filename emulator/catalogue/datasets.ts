import { z } from 'zod';
import type { Clock } from '../clock';
import { badRequest, notFound, pageFrom, pageSize, parseBody, post, text, type Routes } from '../http';

/** Where a dataset's values come from (List Sources, inferred): fixed, like the catalogue's locales. */
const DATASET_SOURCES = [
  { code: 'manual', name: 'Manual', description: 'Values written one by one through Value Upsert.' },
  { code: 'file-import', name: 'File import', description: 'Values loaded from an uploaded file, each row a key and its value.' },
  { code: 'external-api', name: 'External API', description: 'Values pushed by another system through Value Upsert.' },
] as const;

export interface Dataset {
  code: string;
  name: string;
  description: string | null;
  source: string;
  createdAt: string;
  updatedAt: string;
}

export interface DatasetValue {
  datasetCode: string;
  key: string;
  value: unknown;
  createdAt: string;
  updatedAt: string;
}

export interface DatasetSnapshot {
  datasets: Dataset[];
  values: DatasetValue[];
}

/** A value's JSON may take at most this many bytes. */
const MAX_VALUE_BYTES = 16_384;
const DEFAULT_PAGE = 20;
const MAX_PAGE = 100;
const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Datasets (inferred): named key/value tables; a dataset's values go with it. */
export class DatasetStore {
  private readonly datasets = new Map<string, Dataset>();
  /** dataset code → key → value. */
  private readonly values = new Map<string, Map<string, DatasetValue>>();

  constructor(private readonly clock: Clock) {}

  snapshot(): DatasetSnapshot {
    return { datasets: [...this.datasets.values()], values: [...this.values.values()].flatMap((values) => [...values.values()]) };
  }

  restore(snapshot: DatasetSnapshot): void {
    for (const dataset of snapshot.datasets) {
      this.datasets.set(dataset.code, dataset);
      this.values.set(dataset.code, new Map());
    }
    for (const value of snapshot.values) this.values.get(value.datasetCode)?.set(value.key, value);
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  private require(code: string): Dataset {
    const dataset = this.datasets.get(code);
    if (!dataset) throw notFound(`dataset ${code} not found`);
    return dataset;
  }

  private view(dataset: Dataset) {
    return { ...dataset, valueCount: this.values.get(dataset.code)?.size ?? 0 };
  }

  create(input: { code: string; name: string; source: string; description?: string | undefined }) {
    if (this.datasets.has(input.code)) throw badRequest(`code: dataset ${input.code} already exists`);
    if (!DATASET_SOURCES.some((source) => source.code === input.source)) throw badRequest(`source: unknown source "${input.source}"`);
    const at = this.now();
    const dataset: Dataset = { code: input.code, name: input.name, description: input.description ?? null, source: input.source, createdAt: at, updatedAt: at };
    this.datasets.set(dataset.code, dataset);
    this.values.set(dataset.code, new Map());
    return this.view(dataset);
  }

  /** Update: the name and description; the source a dataset was made from stays. */
  update(input: { code: string; name?: string | undefined; description?: string | undefined }) {
    const dataset = this.require(input.code);
    if (input.name !== undefined) dataset.name = input.name;
    if (input.description !== undefined) dataset.description = input.description;
    dataset.updatedAt = this.now();
    return this.view(dataset);
  }

  delete(code: string): number {
    this.require(code);
    const removed = this.values.get(code)?.size ?? 0;
    this.datasets.delete(code);
    this.values.delete(code);
    return removed;
  }

  upsertValue(input: { datasetCode: string; key: string; value: unknown }): DatasetValue {
    const dataset = this.require(input.datasetCode);
    const values = this.values.get(dataset.code)!;
    const at = this.now();
    const value: DatasetValue = { datasetCode: dataset.code, key: input.key, value: input.value, createdAt: values.get(input.key)?.createdAt ?? at, updatedAt: at };
    values.set(value.key, value);
    dataset.updatedAt = at;
    return value;
  }

  deleteValue(datasetCode: string, key: string): void {
    const dataset = this.require(datasetCode);
    if (!this.values.get(dataset.code)!.delete(key)) throw notFound(`value ${key} of dataset ${datasetCode} not found`);
    dataset.updatedAt = this.now();
  }

  listValues(datasetCode: string): DatasetValue[] {
    this.require(datasetCode);
    return [...this.values.get(datasetCode)!.values()].sort(byKey);
  }
}

const jsonValue = () =>
  z.unknown().refine((value) => value !== undefined && Buffer.byteLength(JSON.stringify(value)) <= MAX_VALUE_BYTES, `must be JSON of at most ${MAX_VALUE_BYTES} bytes`);

export function datasetRoutes(store: DatasetStore): Routes {
  return {
    'DatasetAPI/createDataset': post(({ body }) => {
      const input = parseBody(z.object({ code: text(), name: text(), source: text(), description: text().optional() }), body);
      return { dataset: store.create(input) };
    }),
    'DatasetAPI/updateDataset': post(({ body }) => {
      const input = parseBody(z.object({ code: text(), name: text().optional(), description: text().optional() }), body);
      return { dataset: store.update(input) };
    }),
    'DatasetAPI/deleteDataset': post(({ body }) => {
      const input = parseBody(z.object({ code: text() }), body);
      return { code: input.code, deleted: true, removedValues: store.delete(input.code) };
    }),
    'DatasetAPI/upsertValue': post(({ body }) => {
      const input = parseBody(z.object({ datasetCode: text(), key: text(), value: jsonValue() }), body);
      return { value: store.upsertValue(input) };
    }),
    'DatasetAPI/deleteValue': post(({ body }) => {
      const input = parseBody(z.object({ datasetCode: text(), key: text() }), body);
      store.deleteValue(input.datasetCode, input.key);
      return { datasetCode: input.datasetCode, key: input.key, deleted: true };
    }),
    'DatasetAPI/listSources': post(() => ({ sources: DATASET_SOURCES.map((source) => ({ ...source })) })),
    'DatasetAPI/listValues': post(({ body }) => {
      const input = parseBody(z.object({ datasetCode: text(), pageFrom: pageFrom().default(0), pageSize: pageSize(MAX_PAGE).default(DEFAULT_PAGE) }), body);
      const values = store.listValues(input.datasetCode);
      return { values: values.slice(input.pageFrom, input.pageFrom + input.pageSize), total: values.length };
    }),
  };
}
