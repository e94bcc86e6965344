/** /dokumentas/:objektasID/* — a self-service object, read-only for parties (src/features/self-service), with "order an extract" (src/features/extracts). */
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import { OrderExtractButton } from '../../../features/extracts/components/order-extract-button';
import { Component as ObjectPage } from '../../../features/self-service/routes/object-page';

export function Component() {
  const { objektasID } = useParams();
  return (
    <>
      <ObjectPage />
      {objektasID && /^[1-9]\d*$/.test(objektasID) && (
        <Box sx={{ mt: 2 }}>
          <OrderExtractButton documentId={Number(objektasID)} />
        </Box>
      )}
    </>
  );
}
