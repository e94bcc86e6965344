/**
 * A catalogue type's title (locales/<lng>/types/<id>.json → types.<id>.title, lt as fallback)
 * where a list would otherwise show the type id. Each cell loads its type's label namespace on
 * its own and shows the id meanwhile, so a page of mixed types never suspends the whole table.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

function Title({ typeId }: { typeId: string }) {
  const { t } = useTranslation(`types/${typeId}`);
  return <>{t(`types.${typeId}.title`, { defaultValue: typeId })}</>;
}

export function TypeTitle({ typeId }: { typeId: string }) {
  return (
    <Suspense fallback={typeId}>
      <Title typeId={typeId} />
    </Suspense>
  );
}
