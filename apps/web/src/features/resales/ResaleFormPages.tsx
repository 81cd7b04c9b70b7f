import { type EditionInfo, resaleTexts } from '@ability/domain';
import { type Resale, type ResaleInput, useResale, useSaveResale } from '../../api/resales';
import { useParams } from 'react-router';
import { useEdition } from '../../app/edition';
import { useCanAccess } from '../../app/session';
import { UnitFiscalSettings } from '../fiscal/UnitFiscalSettings';
import { UnitWhatsappSettings } from '../whatsapp/UnitWhatsappSettings';
import { type RecordForm, RecordEditPage, RecordNewPage } from '../../shared/RecordFormPages';
import { ResaleFields, type ResaleFormValues, resaleInitialValues, resaleToForm, resaleToInput } from './ResaleForm';

/** The units' texts and path follow the edition (Revenda at /revendas, Loja at /lojas). */
function resaleForm(edition: EditionInfo): RecordForm<Resale, ResaleFormValues, ResaleInput> {
  return {
    texts: resaleTexts(edition),
    listPath: edition.unitsPath,
    resource: 'resales',
    initialValues: resaleInitialValues,
    errorFieldMap: { city: ['address', 'city_id'], 'address.zipcode': ['address', 'zipcode'] },
    toForm: resaleToForm,
    toInput: resaleToInput,
    hooks: { useOne: useResale, useSave: useSaveResale },
    fields: (record) => <ResaleFields record={record} />,
  };
}

export function ResaleNewPage() {
  return <RecordNewPage form={resaleForm(useEdition())} />;
}

export function ResaleEditPage() {
  const id = Number(useParams().id);
  const admin = useCanAccess('resales', 'write');
  return (
    <>
      <RecordEditPage form={resaleForm(useEdition())} />
      {admin && id > 0 && <UnitFiscalSettings resaleId={id} />}
      {admin && id > 0 && <UnitWhatsappSettings resaleId={id} />}
    </>
  );
}
