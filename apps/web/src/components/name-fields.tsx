import { TextInput } from '@mantine/core';

interface NameFieldsProps {
  /** The form's getInputProps (Mantine's useForm). */
  inputProps: (field: 'name' | 'last_name') => object;
  /** 'own': the browser may fill in the user's own names (the profile); 'off': another person's (a user's form). */
  autoComplete: 'own' | 'off';
  /** The first field of its modal: focused on opening. */
  autoFocus?: boolean;
}

/** 'Nombre' and 'Apellido' of a person, both required and of at most 80 characters: the profile and a user's form. */
export function NameFields({ inputProps, autoComplete, autoFocus }: NameFieldsProps) {
  const own = autoComplete === 'own';
  return (
    <>
      <TextInput
        label="Nombre"
        withAsterisk
        maxLength={80}
        autoComplete={own ? 'given-name' : 'off'}
        data-autofocus={autoFocus || undefined}
        {...inputProps('name')}
      />
      <TextInput
        label="Apellido"
        withAsterisk
        maxLength={80}
        autoComplete={own ? 'family-name' : 'off'}
        {...inputProps('last_name')}
      />
    </>
  );
}
