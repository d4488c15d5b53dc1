-- Neovim 0.11's own LSP client attaches `formc lsp` (set up as the README says), opens a spec
-- with an error, waits for the diagnostics and asks for one completion. Prints one JSON object
-- for the test to check: { diagnostics = [{code, lnum, col}], completion = [labels], encoding }.
local formc, spec = _G.arg[1], _G.arg[2]

vim.cmd('filetype on')
vim.lsp.config('formc', {
  cmd = { formc, 'lsp' },
  filetypes = { 'yaml' },
  root_markers = { '.formc.yaml', 'specs', '.git' },
})
vim.lsp.enable('formc')
vim.cmd.edit(spec)

local result = { diagnostics = {}, completion = {} }
local attached = vim.wait(10000, function() return #vim.lsp.get_clients({ bufnr = 0, name = 'formc' }) > 0 end, 20)
local published = attached and vim.wait(10000, function() return #vim.diagnostic.get(0) > 0 end, 20)
if published then
  for _, d in ipairs(vim.diagnostic.get(0)) do
    table.insert(result.diagnostics, { code = d.code, lnum = d.lnum, col = d.col })
  end
  local client = vim.lsp.get_clients({ bufnr = 0, name = 'formc' })[1]
  result.encoding = client.offset_encoding
  -- The caret after `  ` on the blank line inside `sheet:` (line 4, 0-based 3).
  local params = { textDocument = vim.lsp.util.make_text_document_params(0), position = { line = 3, character = 2 } }
  local answers = vim.lsp.buf_request_sync(0, 'textDocument/completion', params, 10000) or {}
  for _, answer in pairs(answers) do
    for _, item in ipairs((answer.result or {}).items or {}) do table.insert(result.completion, item.label) end
  end
end
io.stdout:write(vim.json.encode(result) .. '\n')
vim.cmd('qall!')
