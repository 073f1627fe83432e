// VitePress's default theme, with tables that wrap instead of scrolling sideways (the
// configuration tables have long descriptions).
import DefaultTheme from 'vitepress/theme'
import './custom.css'

export default DefaultTheme
