import { ColorInput, TextInput } from '@mantine/core';
import {
  ZSelfCategoryRequest,
  type TSelfCategory,
  type TSelfCategoryRequest,
} from '@gestora/contract/self-assigned/self-assigned.schema';
import { FormModal } from '../../components/form-modal.tsx';
import { useRecordForm } from '../../components/use-record-form.ts';
import { useSaveSelfCategory } from './self-assigned.queries.ts';

/** The colours offered first (Mantine's palette at shade 6); any other can be picked or typed. */
export const CATEGORY_SWATCHES = [
  '#228be6',
  '#40c057',
  '#fab005',
  '#fd7e14',
  '#fa5252',
  '#be4bdb',
  '#15aabf',
  '#868e96',
];

interface SelfCategoryFormModalProps {
  opened: boolean;
  /** null: a new category. */
  category: TSelfCategory | null;
  onClose: () => void;
}

export function SelfCategoryFormModal({ opened, category, onClose }: SelfCategoryFormModalProps) {
  const save = useSaveSelfCategory();
  const record = useRecordForm<TSelfCategoryRequest & Record<string, unknown>, TSelfCategoryRequest>({
    schema: ZSelfCategoryRequest,
    initial: { name: category?.name ?? '', colour: category?.colour ?? CATEGORY_SWATCHES[0] },
    save: (body) => save.mutateAsync({ id: category?.public_id, body }),
    updating: Boolean(category),
    onSaved: onClose,
  });
  const { getInputProps } = record.form;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={category ? 'Editar categoría' : 'Nueva categoría'}
      record={record}
      size="md"
    >
      <TextInput label="Nombre" withAsterisk maxLength={60} data-autofocus {...getInputProps('name')} />
      <ColorInput
        label="Color"
        withAsterisk
        format="hex"
        swatches={CATEGORY_SWATCHES}
        swatchesPerRow={8}
        closeOnColorSwatchClick
        popoverProps={{ withinPortal: true }}
        {...getInputProps('colour')}
      />
    </FormModal>
  );
}
