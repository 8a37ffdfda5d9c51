export { FieldShell, inputClass, type FieldControlProps } from './field-shell.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export { PasswordField } from './password-field.tsx';
export { SelectField } from './select-field.tsx';
export { BankSelect } from './bank-select.tsx';
export { Controls, Form } from './form.tsx';
export { FormAlert, SubmitButton } from './form-parts.tsx';
export { ThaiDateField, type ThaiDateFieldProps } from './thai-date-field.tsx';
