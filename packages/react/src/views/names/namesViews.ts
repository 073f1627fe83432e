// The name registration's chunk: its views and the names client, which the modal's chunk does not
// carry.
import {
  RegisterAccountNameSuccessView,
  RegisterAccountNameView,
} from './RegisterAccountNameView/RegisterAccountNameView.js'

export const views = {
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
} as const
