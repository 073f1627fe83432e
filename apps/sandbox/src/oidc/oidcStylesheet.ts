/** The stylesheet of the sandbox identity provider's pages. */
export const oidcStylesheet = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2330}
header{background:#1d2330;color:#fff;padding:.75rem 1.25rem}
.banner{margin:0;font-weight:600}.banner span{font-weight:400;opacity:.8}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.35rem;margin-top:0}
ul{list-style:none;padding:0;margin:0}li{margin:.5rem 0}
form{margin:0}
button{width:100%;text-align:start;font:inherit;padding:.75rem 1rem;border:1px solid #c9ced8;border-radius:8px;background:#fff;color:inherit;cursor:pointer}
button:hover,button:focus-visible{border-color:#3a63f3;outline:2px solid #3a63f3;outline-offset:1px}
button.primary{background:#3a63f3;border-color:#3a63f3;color:#fff;text-align:center}
button.secondary{text-align:center}
.user strong{display:block}.user small{color:#4a5263}
.actions{display:grid;gap:.5rem;margin-top:1rem}
.error{color:#a3162c}
`
