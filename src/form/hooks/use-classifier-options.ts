/**
 * The values of a classifier valid now (GET {base}/classifiers/:classifier), which a field
 * marked `classifier` offers. Read when a form mounts the field, so a value an administrator
 * has just added is offered at once; until the answer comes (or when it fails) the field
 * shows its value as it is.
 */
import useSWR from 'swr';
import { isClassifier } from '../../domain/classifiers/classifiers';
import { getClassifierOptions } from '../../domain/contracts/classifiers';
import type { ResponseOf } from '../../domain/contracts/endpoint';
import { call, endpointPath } from '../../lib/api/call';

export type ClassifierOption = ResponseOf<typeof getClassifierOptions>['items'][number];

const NONE: readonly ClassifierOption[] = [];

export function useClassifierOptions(classifier: string): readonly ClassifierOption[] {
  const known = isClassifier(classifier) ? classifier : null;
  const { data } = useSWR(
    known && endpointPath(getClassifierOptions, { params: { classifier: known } }),
    () => call(getClassifierOptions, { params: { classifier: known! }, quiet: true }),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  return data?.items ?? NONE;
}
