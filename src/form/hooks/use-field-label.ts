/** The readable name of a field by pointer, e.g. "Skolininkai › 1 › Asmens kodas". */
import { useMemo } from 'react';
import { useFormSession } from '../components/form-session';
import { parsePointer } from '../engine/pointer';
import { labelPath } from '../engine/schema-fields';

export function useFieldLabel(pointer: string): string {
  const { type, label } = useFormSession();
  return useMemo(() => {
    const parts = labelPath(type.schema, parsePointer(pointer)).map((key) => label(key));
    return parts.length > 0 ? parts.join(' › ') : label(type.schema.title);
  }, [type, label, pointer]);
}
