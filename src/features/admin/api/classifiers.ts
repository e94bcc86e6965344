/** Classifiers of the klasifikatoriai section (contracts: src/domain/contracts/classifiers.ts). */
import useSWR from 'swr';
import { addClassifierValue, listClassifiers, listClassifierValues, updateClassifierValue } from '../../../domain/contracts/classifiers';
import type { BodyOf, QueryInputOf, ResponseOf } from '../../../domain/contracts/endpoint';
import type { ClassifierCode } from '../../../domain/classifiers/classifiers';
import { call, endpointPath } from '../../../lib/api/call';

export type ClassifierValue = ResponseOf<typeof listClassifierValues>['items'][number];
export type ClassifierValueQuery = QueryInputOf<typeof listClassifierValues>;
export type NewClassifierValue = BodyOf<typeof addClassifierValue>;
export type ClassifierValueChange = BodyOf<typeof updateClassifierValue>;

export const useClassifiers = () => useSWR(endpointPath(listClassifiers), () => call(listClassifiers));

export const useClassifierValues = (classifier: ClassifierCode, query: ClassifierValueQuery) =>
  useSWR(endpointPath(listClassifierValues, { params: { classifier }, query }), () => call(listClassifierValues, { params: { classifier }, query }), {
    keepPreviousData: true,
  });

export const addValue = (classifier: ClassifierCode, body: NewClassifierValue) => call(addClassifierValue, { params: { classifier }, body });
export const changeValue = (classifier: ClassifierCode, id: number, body: ClassifierValueChange) =>
  call(updateClassifierValue, { params: { classifier, id }, body });
