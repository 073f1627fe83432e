// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @title DevCollection
/// @notice An ERC-721 for the Airlock devnet whose metadata and images live fully on chain:
///         `tokenURI` returns a `data:application/json;base64,` document whose `image` is a
///         `data:image/svg+xml;base64,` SVG, so wallets render it with no network at all.
///         Minting is open to anyone (`mint`, `airdrop`). Never deploy this on a real network.
contract DevCollection is ERC721 {
    using Strings for uint256;

    /// @notice Number of tokens minted so far; token ids run from 1 to `totalSupply`.
    uint256 public totalSupply;

    string private _description;
    string private _banner;
    uint256 private immutable _hueOffset;

    /// @param banner_ Text of a red banner across every image ("" for none): spam looks like spam.
    constructor(
        string memory name_,
        string memory symbol_,
        string memory description_,
        string memory banner_,
        uint256 hueOffset_
    ) ERC721(name_, symbol_) {
        _description = description_;
        _banner = banner_;
        _hueOffset = hueOffset_;
    }

    /// @notice Mints the next token id to `to` and returns it.
    function mint(address to) public returns (uint256 tokenId) {
        tokenId = ++totalSupply;
        _mint(to, tokenId);
    }

    /// @notice Mints one token to each address in `recipients` (unsolicited airdrops included).
    function airdrop(address[] calldata recipients) external {
        for (uint256 i = 0; i < recipients.length; i++) {
            mint(recipients[i]);
        }
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        uint256 hue = (tokenId * 47 + _hueOffset) % 360;
        string memory title = string.concat(name(), " #", tokenId.toString());
        string memory json = string.concat(
            '{"name":"',
            title,
            '","description":"',
            _description,
            '","image":"data:image/svg+xml;base64,',
            Base64.encode(bytes(_image(tokenId, hue, title))),
            '","attributes":[{"trait_type":"Hue","value":',
            hue.toString(),
            '},{"trait_type":"Rings","value":',
            (1 + (tokenId % 4)).toString(),
            "}]}"
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }

    function _image(uint256 tokenId, uint256 hue, string memory title) private view returns (string memory) {
        string memory rings;
        uint256 count = 1 + (tokenId % 4);
        for (uint256 i = 0; i < count; i++) {
            rings = string.concat(
                rings,
                '<circle cx="160" cy="150" r="',
                (100 - i * 22).toString(),
                '" fill="hsl(',
                ((hue + 40 * (i + 1)) % 360).toString(),
                ',75%,',
                (35 + i * 10).toString(),
                '%)"/>'
            );
        }
        return string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320">',
            '<rect width="320" height="320" fill="hsl(',
            hue.toString(),
            ',60%,20%)"/>',
            rings,
            bytes(_banner).length == 0
                ? ""
                : string.concat(
                    '<rect y="18" width="320" height="44" fill="#e0002a"/>',
                    '<text x="160" y="48" font-family="sans-serif" font-size="20" font-weight="bold" fill="#fff" text-anchor="middle">',
                    _banner,
                    "</text>"
                ),
            '<text x="160" y="296" font-family="monospace" font-size="22" fill="#fff" text-anchor="middle">',
            title,
            "</text></svg>"
        );
    }
}
